/**
 * Copy of the password checker's parts that load once a password is typed (the pattern-aware
 * estimate, the lead warning, the lowered score's reason): kept out of the page's first chunk.
 */
export const passwordPatternCopy = {
  verdict: {
    /** Not worded as a pattern: a short random password is lowered too, for its length. */
    lowered: (from: string, time: string) =>
      `Lowered from ${from}: an attacker would guess it in ${time}, far sooner than its length and mix of characters suggest.`,
  },
  pattern: {
    heading: "Pattern-aware estimate",
    crackTime: (words: string) => `Cracked in ${words}`,
    assumption:
      "Attackers try words, names, dates, keyboard runs and common substitutions first. Time at 10,000 guesses per second, an offline attack on a stolen, slowly hashed password.",
    warnings: {
      topTen: "This is one of the ten most used passwords.",
      topHundred: "This is one of the hundred most used passwords.",
      common: "This is a very common password.",
      similarToCommon: "This is very like a common password.",
      wordByItself: "A single word is easy to guess.",
      namesByThemselves: "Names on their own are easy to guess.",
      commonNames: "Common names and surnames are easy to guess.",
      userInputs: "Do not use personal details.",
      straightRow: "Straight rows of keys are easy to guess.",
      keyPattern: "Short keyboard patterns are easy to guess.",
      simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
      extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
      sequences: 'Sequences like "abc" or "6543" are easy to guess.',
      recentYears: "Recent years are easy to guess.",
      dates: "Dates are easy to guess.",
      pwned: "This password appears in data breaches.",
    } as Record<string, string>,
  },
  lead: {
    /** `count` is written out already ("12,345"). */
    breached: (count: string) => ({
      heading: "Do not use this password: it is in known data breaches",
      text: `It was found ${count} times in leaked password lists. Attackers try these first, whatever the score below says.`,
    }),
    predictable: {
      heading: "This password follows a pattern attackers try early",
      text: "It is built from a word, name, date, repeat, keyboard run or common substitution, which attackers try long before random guesses. Its score is lowered to match the crack time, not its number of characters.",
    },
  },
} as const;
