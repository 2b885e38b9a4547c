import { adminKeys } from '../../api/keys.ts';

/** Query keys of the events screens (adminKeys.screen): the grid's prefix and one event's detail. */
export const adminEventKeys = {
  list: () => adminKeys.screen('events', 'list'),
  detail: (id: number) => adminKeys.screen('events', 'detail', id),
};
