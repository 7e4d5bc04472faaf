/**
 * A line of tasks that run one after another, in the order they were given: a task starts
 * when the one before it has settled, whether it succeeded or failed. `admits` bounds how many
 * may be in the line (running or waiting); a caller checks `full` before joining.
 */
export type OneAtATime = {
  /** Whether the line already holds as many tasks as it admits. */
  readonly full: boolean;
  /** Runs `task` after every task already in the line; settles as `task` does. */
  run<T>(task: () => Promise<T>): Promise<T>;
};

export function oneAtATime(admits: number = Infinity): OneAtATime {
  let tail: Promise<unknown> = Promise.resolve();
  let inLine = 0;
  return {
    get full() {
      return inLine >= admits;
    },
    run(task) {
      inLine += 1;
      const result = tail.then(task).finally(() => (inLine -= 1));
      tail = result.catch(() => {});
      return result;
    },
  };
}
