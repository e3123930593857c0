const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A plan day (YYYY-MM-DD) as the reader sees it, e.g. 'Sunday, March 2'. */
export const formatDayLabel = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
