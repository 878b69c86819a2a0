/** The migration block's intent that becomes a cart command (decision 073): the assistance choice (E25). */
import type { CartCommandRunners } from '../cart/command';

export const migrationCommands: CartCommandRunners = {
  'migration/assistance-committed': (event) => {
    const { assistance } = event.payload;
    return { name: 'set-migration-assistance', run: (api) => api.setMigrationAssistance(assistance) };
  },
};
