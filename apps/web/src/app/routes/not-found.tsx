import { ErrorPage } from '../../components/error-page.tsx';

/** The page of every unknown route (spec §2, §8: 404 "This page could not be found"). */
export function NotFoundRoute() {
  return <ErrorPage status={404} />;
}
