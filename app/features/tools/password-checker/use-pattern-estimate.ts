import { useEffect, useState } from "react";
import { type Estimator, type PatternEstimate, loadEstimator } from "./pattern-estimate";

/**
 * The live pattern-aware estimate of `password`. The estimator is fetched on the first
 * keystroke (an empty field loads nothing), then each change is estimated at once.
 */
export function usePatternEstimate(password: string): PatternEstimate | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const wanted = password.length > 0;
  useEffect(() => {
    if (!wanted || estimator) return;
    let current = true;
    loadEstimator().then(
      (loaded) => {
        if (current) setEstimator(() => loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, estimator]);
  return estimator && password ? estimator(password) : null;
}
