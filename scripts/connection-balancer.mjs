// Which web process takes the next connection (scripts/web-server.mjs): the one holding the fewest open
// connections. Browsers keep a connection for many requests, so handing them out in turn, or to whichever
// process answers first, leaves one process with far more users than another, and those users wait longer.

export function createConnectionBalancer() {
  /** Open connections per process id, for the processes that serve. */
  const open = new Map();
  return {
    /** A process that is ready to serve. */
    add(id) {
      open.set(id, 0);
    },
    /** A process that stopped. */
    remove(id) {
      open.delete(id);
    },
    /** The process for a new connection (counted as open), or undefined when none serves. */
    pick() {
      let best;
      for (const [id, count] of open) if (best === undefined || count < open.get(best)) best = id;
      if (best !== undefined) open.set(best, open.get(best) + 1);
      return best;
    },
    /** One of a process's connections closed. */
    closed(id) {
      const count = open.get(id);
      if (count !== undefined && count > 0) open.set(id, count - 1);
    },
    get size() {
      return open.size;
    },
    /** Open connections per process, for tests and logs. */
    counts() {
      return Object.fromEntries(open);
    },
  };
}
