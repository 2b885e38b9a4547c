/**
 * The demo news posts (spec §2 news pages; docs/decisions/0028): one for every named page under
 * `/news` plus three official posts. Written for the demo; names are the demo mappers
 * (demo-content.ts DEMO_MAPPERS). `daysAgo` dates each post back from the seeding day;
 * `colours` are the top and bottom of its generated gradient cover.
 */
export interface DemoPost {
  slug: string;
  title: string;
  summary: string;
  official: boolean;
  daysAgo: number;
  colours: { top: string; down: string };
  body: string;
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    slug: 'halloween22',
    title: 'Halloween 2022 Map Pack',
    summary: 'Thirteen spooky custom songs from the community, with a new rail-heavy Master for the brave.',
    official: false,
    daysAgo: 1490,
    colours: { top: '#ff6a00', down: '#2b0a3d' },
    body: `The pumpkins are carved and the rails are slippery: the **Halloween 2022 Map Pack** is out!

Thirteen mappers spent October turning spooky songs into custom maps. Every map has Hard, Expert and
Master, and most of them have a Force Mode chart too.

## What's inside

| Song | Mapper | Highlight |
|---|---|---|
| Graveyard Shuffle | Dubu | Twisting rails around the whole playspace |
| Witching Hour | Moonshine | A slow build into a brutal final minute |
| Haunted Synthwave | Elysia | Gentle enough for your first Halloween run |

## How to get it

1. Connect your PC or Quest with the device button in the app bar.
2. Open the playlist **Halloween 2022** and choose *Install playlist and songs*.
3. Turn the lights off. Start the game.

Thank you to everyone who play-tested. See you on the leaderboards — if you dare.`,
  },
  {
    slug: 'holiday-map-pack',
    title: 'The Holiday Map Pack',
    summary:
      'Festive classics and winter synthwave, mapped by eight community mappers. Snow stage recommended.',
    official: false,
    daysAgo: 1430,
    colours: { top: '#d7263d', down: '#0b6e4f' },
    body: `Jingle bells and neon rails: the **Holiday Map Pack** brings eight festive custom songs to
Synth Riders.

- Sleigh-ride tempos for a relaxed evening (Normal and Hard)
- A wintery synthwave medley for Expert players
- One *very* fast Master chart by Geesebreath — you have been warned

Every map in the pack has been checked for readable patterns and comfortable wall placement. Try
them on a snowy stage from the Stages page for the full effect.

Happy holidays from all of us, and thank you for another year of mapping!`,
  },
  {
    slug: 'wavemakers',
    title: 'Wavemakers: the community mapping program',
    summary: 'New to mapping? Wavemakers pairs first-time mappers with experienced ones for a month.',
    official: true,
    daysAgo: 900,
    colours: { top: '#00c6ff', down: '#0072ff' },
    body: `**Wavemakers** is our mentoring program for new mappers. For four weeks, a first-time mapper
works on one song with an experienced mapper who reviews every draft.

### How it works

1. **Week 1** — pick a song you love and set up the timing (BPM, offset, sections).
2. **Week 2** — lay out the notes for one difficulty; focus on flow, not density.
3. **Week 3** — rails, walls and a second difficulty.
4. **Week 4** — play-testing and polish, then publish on Synthhub.

### Who can join

Anyone with a copy of the game and the editor. You don't need any mapping experience; you do need
an hour or two a week.

> "I had never opened the editor before Wavemakers. A month later my map was on the front page."
> — a graduate of the first round

Mentors this round include Nyrox, Tempo and KuritsaDBS. Sign-ups open on the first of each quarter
in the community chat.`,
  },
  {
    slug: '2023/coconut-edition',
    title: 'Chartathon 2023: Coconut Edition',
    summary: 'The summer chartathon: tropical songs, one week, and a coconut on every stage. Results inside.',
    official: true,
    daysAgo: 1000,
    colours: { top: '#f7b733', down: '#fc4a1a' },
    body: `The **Coconut Edition** of the chartathon asked mappers for one thing: summer. Seven days,
one tropical song each, judged on flow, readability and how much it made the judges want to dance.

## The rules

- One song, mapped from scratch during the week
- At least Hard and Expert
- No walls in the first 30 seconds (the judges like to warm up)

## Results

The winners and every judge's note are in the [chartathon archive](/archive/chartathon?year=2023).
Congratulations to our first place, a map the judges called *"a beach party with rails"*.

Thanks to everyone who entered — 41 maps in one week is a record.`,
  },
  {
    slug: '2023/golf-event',
    title: 'Fore! The 2023 Golf Event',
    summary: 'Golf scoring comes to Synth Riders: nine maps, and the fewest misses wins.',
    official: false,
    daysAgo: 960,
    colours: { top: '#56ab2f', down: '#a8e063' },
    body: `For one weekend the leaderboards went *backwards*: in the **Golf Event** your score is the
number of notes you miss, and the lowest total over nine maps wins.

### The course

Nine community maps, one per "hole", from a gentle par-3 Normal to a Master chart with rails that
wrap all the way around you. Each hole had a par (the median misses of our play-testers).

### Results

- **Hole-in-one club:** 23 players finished at least one hole without a single miss
- **Lowest round:** 4 misses over all nine holes, by NeonDrifter
- **Most improved:** SpinCycle, 61 misses on Friday, 9 on Sunday

We'll bring the course back next summer with new holes. Bring your own caddy.`,
  },
  {
    slug: '2023/interview-with-nyrox',
    title: 'Interview: Nyrox on rails, flow and mapping for Force Mode',
    summary: 'We talked to Nyrox about their first map, their editor habits, and why rails are underrated.',
    official: false,
    daysAgo: 930,
    colours: { top: '#8e2de2', down: '#4a00e0' },
    body: `Nyrox has published more than forty custom songs and mentors in the Wavemakers program. We
caught up with them between two play-testing sessions.

**How did you start mapping?**

I wanted to play one song that nobody had mapped. My first version had notes on every single beat
— it was unplayable. A friend told me to *map what you hear, not the grid*, and that changed
everything.

**What do you think new mappers underestimate?**

Rails. A good rail tells the player where the song is going. It's the closest thing we have to
choreography.

**Force Mode or Rhythm?**

Force, always. When you map for Force you feel the weight of every hit, so you place notes where a
punch makes sense.

**One tip for anyone opening the editor today?**

Finish one map. It doesn't have to be perfect — publish it, read the comments, and map the next one.

*Find Nyrox's maps on their profile page, and join Wavemakers to map alongside them.*`,
  },
  {
    slug: 'welcome-to-synthhub',
    title: 'Welcome to Synthhub',
    summary: 'The new home for custom songs, playlists, stages and avatars — and how to install them.',
    official: true,
    daysAgo: 400,
    colours: { top: '#ff2e97', down: '#6a11cb' },
    body: `Welcome to **Synthhub**, the community site for Synth Riders custom content.

- Browse [custom songs](/beatmaps), playlists, stages and avatars
- Connect your PC game folder or your Quest and install with one click
- Upload your own maps and follow the mappers you like

Synthhub is run by volunteers from the community. If something breaks, tell us in the community chat.`,
  },
  {
    slug: 'leaderboards-and-seasons',
    title: 'Site update: leaderboards and seasons',
    summary: 'Every chart now has a leaderboard, and the first ranked season has begun.',
    official: true,
    daysAgo: 120,
    colours: { top: '#f953c6', down: '#b91d73' },
    body: `Scores are here. Every chart — each map, difficulty and mode — now has its own leaderboard,
and the first ranked **season** has started.

## What's new

1. Leaderboards on every beatmap page, plus challenges and dethrones on [Leaderboards](/leaderboards)
2. Season rankings on [Rankings](/rankings)
3. Personal API tokens for mods that submit scores

Scores submitted before today stay on the all-time boards. Good luck this season!`,
  },
  {
    slug: 'upload-guidelines',
    title: 'Community guidelines for uploads',
    summary: 'What may be uploaded, how to credit collaborators, and how takedown requests work.',
    official: true,
    daysAgo: 30,
    colours: { top: '#11998e', down: '#38ef7d' },
    body: `A short reminder of the rules that keep Synthhub a good place to share maps.

- **Credit everyone.** List collaborators on the beatmap and name the artist correctly.
- **Publish what you made.** Re-uploads of someone else's map are removed.
- **Respect the artists.** If a rights holder asks us to remove a song, we do; see
  [Copyright](/copyright) for the takedown process and how to file a counter-notice.
- **Be kind in reviews.** Critique the map, not the mapper.

Questions? Ask the admins in the community chat.`,
  },
];
