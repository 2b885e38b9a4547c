import { adminKeys } from '../../api/keys.ts';

/** The OST grid's query key prefix (adminKeys.screen). */
export const ostListKey = () => adminKeys.screen('ost', 'list');
