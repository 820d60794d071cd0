// A machine's address in the fitment table (issue 23): its make and model in lower case, every run of other
// characters one "-" ("caterpillar-777g"). Plain values: the import makes addresses to it, the endpoint's schema
// checks them, and the SPA reads them from its URLs.

/** The longest address; an import refuses a make and model that make a longer one. */
export const MACHINE_ID_MAX = 130;

/** Letters and digits in runs joined by single hyphens, none at either end. */
export const MACHINE_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
