/** A failure of one source (unreadable, refused by the server): a run of many goes on with the next. */
export class SourceFailure extends Error {}
