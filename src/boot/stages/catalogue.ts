/**
 * Boot stage 3 of 4 (src/main.tsx, decision 071): the event catalogue's schemas, built in a task of
 * their own. Importing it only evaluates them; nothing is used from here.
 */
export { catalogue } from '../../../events/catalogue/index';
