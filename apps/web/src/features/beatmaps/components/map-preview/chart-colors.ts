import type { NoteHand } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';

/**
 * Note colours by hand, as the game shows them (formats.md §1.3 note `Type`): right hand
 * red-pink, left hand cyan-blue, one-hand specials green, both-hands specials gold; separate-hand
 * specials violet and "no hand" grey (rare; not colour-coded in the game's tutorial).
 */
export const HAND_COLORS: Record<NoteHand, string> = {
  right: '#ff2e6a',
  left: '#29b6ff',
  one_hand: '#3ddc5a',
  both_hands: '#ffc928',
  separate: '#b388ff',
  no_hand: '#9e9e9e',
};

/** Human names of the hands, for the legend. */
export const HAND_LABELS: Record<NoteHand, string> = {
  right: 'Right hand',
  left: 'Left hand',
  one_hand: 'One hand',
  both_hands: 'Both hands',
  separate: 'Separate hands',
  no_hand: 'No hand',
};

/** Walls: translucent orange fill and outline (obstacles are orange-red in the game). */
export const WALL_FILL = 'rgba(255, 120, 40, 0.22)';
export const WALL_STROKE = 'rgba(255, 150, 80, 0.9)';
