import type { ArticleTemplate } from "./article-template-types";

/** Reviews, product updates, news and case studies for the built-in generator. */
export const storyTemplates = {
  review: {
    titles: [
      "{Topic} Reviewed: What Works and What Doesn't",
      "An Honest Review of {topic}",
      "{Topic}: Our Review After Real-World Use",
    ],
    intro: [
      "We spent time with {topic} in everyday conditions rather than on a test bench.",
      "This review covers what stood out, what fell short and who should consider it.",
    ],
    sections: [
      {
        heading: "The verdict at a glance",
        list: {
          ordered: false,
          items: [
            "Strengths: straightforward setup and dependable everyday behaviour",
            "Weaknesses: a few settings are harder to find than they should be",
            "Best for: people who want good defaults without constant tuning",
          ],
        },
        sentences: [
          "The short version: it does the important things well and the rest adequately.",
        ],
      },
      {
        heading: "What works well",
        sentences: [
          "Getting started takes minutes, and the defaults are sensible for most people.",
          "Day to day it stays out of the way, which is exactly what you want from {topic}.",
        ],
      },
      {
        heading: "Where it falls short",
        sentences: [
          "Advanced options are spread across several screens, which slows down anyone who likes to fine-tune.",
          "Documentation covers the common cases but says little about unusual networks.",
        ],
      },
      {
        heading: "Who it is for",
        sentences: [
          "If you want sound protection without reading a manual, it is an easy recommendation.",
          "If you need fine control over every setting, test it alongside the alternatives first.",
        ],
      },
    ],
    closing: {
      heading: "Final verdict",
      sentences: [
        "{Topic} earns its place for most users, with room to improve for experts.",
        "Try it for a week on the devices you use most before deciding.",
      ],
    },
  },
  "product-update": {
    titles: [
      "What's New in {brand}: {Topic}",
      "Product Update: {Topic}",
      "Introducing {Topic} in {brand}",
    ],
    intro: [
      "Today we are rolling out an update focused on {topic}.",
      "Here is what changed, why we built it and how to start using it.",
    ],
    sections: [
      {
        heading: "What's new",
        sentences: [
          "The update brings {topic} to every {brand} app, with the same settings on each platform.",
          "Nothing changes for you unless you choose to turn it on.",
        ],
      },
      {
        heading: "Why we built it",
        sentences: [
          "Customers asked for it repeatedly in support conversations and feedback surveys.",
          "It removes a manual step that many people skipped, leaving them less protected than they thought.",
        ],
      },
      {
        heading: "How to start using it",
        list: {
          ordered: true,
          items: [
            "Update the {brand} app to the latest version",
            "Open Settings and find the new option",
            "Turn it on and reconnect once",
          ],
        },
        sentences: ["The change applies immediately, with no restart of the device needed."],
      },
    ],
    closing: {
      heading: "What's next",
      sentences: [
        "We will keep improving {topic} based on what you tell us.",
        "Send feedback from the app's help menu; every message is read by the team.",
      ],
    },
  },
  "industry-news": {
    titles: [
      "{Topic}: What Changed and What It Means for You",
      "{Topic}: The News and Why It Matters",
      "Understanding the Latest on {topic}",
    ],
    intro: [
      "{Topic} has been in the news, and the headlines do not tell the whole story.",
      "Here is a plain summary of what happened, why it matters and what to do now.",
    ],
    sections: [
      {
        heading: "What happened",
        sentences: [
          "The change affects how personal data moves between networks and the companies that run them.",
          "Early reports focused on the technical details; the practical effect on ordinary users came later.",
        ],
      },
      {
        heading: "Why it matters",
        sentences: [
          "More of what you do online may be visible to parties you never dealt with directly.",
          "The effect is largest {aspect}, where you control least of the network.",
        ],
      },
      {
        heading: "What you should do now",
        list: {
          ordered: false,
          items: [
            "Check that your connection is encrypted end to end",
            "Review which services hold your personal data",
            "Turn on two-factor authentication where it is offered",
          ],
        },
        sentences: [
          "None of these steps is new, but each one reduces what this change can expose.",
        ],
      },
    ],
    closing: {
      heading: "The bigger picture",
      sentences: [
        "{Topic} is one example of a wider trend toward more collection of data by default.",
        "Good habits and encrypted connections remain the best response to all of it.",
      ],
    },
  },
  "case-study": {
    titles: [
      "Case Study: {Topic} in Practice",
      "How One Team Approached {topic}",
      "{Topic}: A Case Study",
    ],
    intro: [
      "This case study follows a small distributed team as they worked through {topic}.",
      "It covers the problem they started with, what they changed and what they learned.",
    ],
    sections: [
      {
        heading: "The challenge",
        sentences: [
          "The team worked from homes, cafés and co-working spaces, each with a different network.",
          "Nobody could say with confidence which connections were safe to use for client work.",
        ],
      },
      {
        heading: "The approach",
        sentences: [
          "They began with a short audit of devices and accounts, then set a single baseline for everyone.",
          "Each laptop and phone got {brand} with the kill switch on and automatic connection on untrusted networks.",
        ],
      },
      {
        heading: "The results",
        list: {
          ordered: false,
          items: [
            "Every device now uses the same protected setup",
            "Setting up a new team member takes one short call",
            "Questions about which network is safe have stopped",
          ],
        },
        sentences: ["The change needed no new hardware and very little time from anyone."],
      },
    ],
    closing: {
      heading: "Lessons learned",
      sentences: [
        "Start with defaults everyone can follow; exceptions can come later.",
        "{Topic} became routine once it stopped depending on individual judgement.",
      ],
    },
  },
} satisfies Record<string, ArticleTemplate>;
