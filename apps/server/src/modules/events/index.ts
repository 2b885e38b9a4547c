/**
 * The public entry of the events module (docs/decisions/0013, 0026): its routes (spec §7 "Events
 * and voting"). Files outside `modules/events/` import only this file; tests may reach further.
 */
export { eventsRoutes, type EventsRoutesOptions } from './events.routes.ts';
export { adminEventsRoutes, type AdminEventsRoutesOptions } from './admin-events.routes.ts';
export { createEvent, type CreatedEvent, type NewEventCategory } from './events.create.ts';
