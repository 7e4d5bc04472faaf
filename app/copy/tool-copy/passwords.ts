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
  /** In the page's own chunk: it is shown when the estimate's code could not load. */
  unestimated:
    "The guessing estimate could not load, so this score counts characters only: repeats, words and keyboard runs can make a password much weaker than it reads.",
  breach: {
    clean: "Not found in known data breaches.",
    failed:
      "The breach check could not be completed, so this password was not compared with known breaches.",
  },
  privacy: (host: string) =>
    `Your password never leaves this browser. To check it against breaches, only the first 5 characters of its SHA-1 hash are sent to ${host}; the match is made here.`,
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const passwordCheckerNotes = {
  heading: "How the score works",
  paragraphs: [
    "The score estimates how many guesses an attacker would need: length × log2 of the character pool your password draws from (26 lowercase letters, 26 uppercase letters, 10 digits, 33 symbols and spaces; letters and digits of any script count as theirs). Every 10 bits add a point, up to 5.",
    "The score is never higher than the pattern-aware estimate allows: when it finds the password in fewer than 10 billion guesses (a repeat, a word, a keyboard run, or simply too few characters), the score counts log2 of those guesses instead, on the same scale.",
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
