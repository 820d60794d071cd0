// The PostgreSQL extensions the site's queries use (issue 23's search: trigram similarity and edit distance).
// PGlite loads an extension's code only when the handle is made with it: every `new PGlite` on a site's data folder
// passes these, or a table with a trigram index can no longer be written (server/db/database.ts, the backup CLI).
// A PostgreSQL server has them in its own packages (Debian's postgresql; both are "trusted" extensions).
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };
