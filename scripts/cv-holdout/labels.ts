/** Where the held-out set lives; its labels.json has the corpus's shape (scripts/cv-corpus/labels.ts). */
export const HOLDOUT_DIRECTORY = new URL('../../test/cv-holdout/', import.meta.url)
export const HOLDOUT_FILES_DIRECTORY = new URL('files/', HOLDOUT_DIRECTORY)
export const HOLDOUT_LABELS_FILE = new URL('labels.json', HOLDOUT_DIRECTORY)
