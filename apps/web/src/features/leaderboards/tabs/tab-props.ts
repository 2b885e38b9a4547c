/** Props of a tab of `/leaderboards`: the 1-based page and the link of another page. */
export interface TabProps {
  page: number;
  hrefForPage: (page: number) => string;
}
