// The daily jobs' runs (`execucoes`, written by PocketBase's cron: docs/architecture.md, 'Scheduled
// work'), as the pages' readers in PocketBase give them: the finance roles, the president and the
// fiscal council read them.

/** A job's run: when it began and what it counted (each job its own counts). */
export type Execucao<C> = { inicio: string; contagens: C | null }
