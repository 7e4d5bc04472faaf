/**
 * The pattern-aware estimate (zxcvbn-ts), loaded only by the password checker and only after
 * the first keystroke: the dictionaries are large, and no other page needs them.
 */
export type PatternEstimate = {
  /** zxcvbn's 0-4 score. */
  score: number;
  guessesLog10: number;
  /** zxcvbn's warning key ("topTen", "similarToCommon", …), or null. */
  warning: string | null;
};

export type Estimator = (password: string) => PatternEstimate;

let loading: Promise<Estimator> | undefined;

export function loadEstimator(): Promise<Estimator> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      });
      return (password: string) => {
        const result = zxcvbn.check(password.slice(0, 100));
        return {
          score: result.score,
          guessesLog10: result.guessesLog10,
          warning: result.feedback.warning ?? null,
        };
      };
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
