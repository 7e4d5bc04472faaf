/** Copy of the Password Strength Checker and the Password Generator. */
export const passwordCheckerCopy = {
  label: "Password",
  placeholder: "Enter a password to check",
  show: "Show password",
  hide: "Hide password",
  submit: "Check Password",
  busy: "Checking…",
  error: "Failed to analyze password. Please try again later.",
  score: (score: number) => `Score ${score} of 5`,
  entropy: (bits: number) => `About ${Math.round(bits)} bits of entropy`,
  feedbackHeading: "How to improve it",
  noFeedback: "No suggestions: this password uses every kind of character and is long enough.",
  breach: {
    clean: "Not found in known data breaches.",
    failed:
      "The breach check could not be completed, so this password was not compared with known breaches.",
  },
  pattern: {
    heading: "Pattern-aware estimate",
    crackTime: (words: string) => `Cracked in about ${words}`,
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
      heading: "This password is far weaker than its score suggests",
      text: "It follows a pattern attackers try early (a word, name, date, keyboard run or common substitution). The entropy score below counts characters, not patterns: go by the crack time instead.",
    },
  },
  privacy: (host: string) =>
    `Your password never leaves this browser. To check it against breaches, only the first 5 characters of its SHA-1 hash are sent to ${host}; the match is made here.`,
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const passwordCheckerNotes = {
  heading: "How the score works",
  paragraphs: [
    "The score estimates how many guesses an attacker would need: length × log2 of the character pool your password draws from (26 lowercase letters, 26 uppercase letters, 10 digits, 33 symbols). Every 10 bits add a point, up to 5.",
    "A password found in a data breach is weak whatever its score: attackers try leaked passwords first.",
  ],
} as const;

export const passwordGeneratorCopy = {
  outputLabel: "Generated password",
  generate: "Generate",
  copy: "Copy",
  copied: "Copied",
  copiedMessage: "Password copied to clipboard",
  copyFailed: "Failed to copy password",
  errorTitle: "Error",
  length: (n: number) => `Password length: ${n}`,
  lengthLabel: "Password length",
  options: {
    uppercase: "Uppercase letters (A-Z)",
    lowercase: "Lowercase letters (a-z)",
    digits: "Numbers (0-9)",
    symbols: "Symbols (!@#$%^&*)",
  },
  optionsLegend: "Characters to include",
  strength: "Strength",
  strengthValue: (score: number, label: string) => `${label} (${score}/100)`,
  tipsHeading: "Password tips",
  tips: [
    "Use a different password for every account, so one breach cannot unlock the others.",
    "Prefer 16 characters or more: length adds more strength than anything else.",
    "Keep your passwords in a password manager instead of reusing or writing them down.",
    "Turn on two-factor authentication wherever a service offers it.",
    "Change a password at once when a service tells you it was breached.",
  ],
  checkerLink: "Check a password's strength",
  privacy:
    "Passwords are generated in your browser with its cryptographic random source and never sent anywhere.",
} as const;
