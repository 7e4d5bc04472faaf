import type { ArticleTemplate } from "./article-template-types";

/** A standalone page about a topic (content type "page"). */
export const pageTemplate: ArticleTemplate = {
  titles: ["{Topic}", "{Topic} with {brand}", "{Topic}: An Overview"],
  intro: [
    "This page explains {topic}: what it is, why it matters and how {brand} helps.",
    "It is written for people who want a clear answer without the jargon.",
  ],
  sections: [
    {
      heading: "Overview",
      sentences: [
        "{Topic} is about keeping control of what others can see and do with your connection.",
        "It affects everyone who goes online, not only people with something to hide.",
      ],
    },
    {
      heading: "Why it matters",
      sentences: [
        "Networks you do not control can observe, log and sometimes alter your traffic.",
        "The risk is greatest {aspect}, where many strangers share the same network.",
      ],
    },
    {
      heading: "How {brand} helps",
      list: {
        ordered: false,
        items: [
          "AES-256 encryption on every connection",
          "A strict no-logs policy",
          "Fast WireGuard servers in dozens of countries",
        ],
      },
      sentences: ["All of it works from one app, with sensible defaults from the first launch."],
    },
  ],
  closing: {
    heading: "Getting started",
    sentences: [
      "Install the app, sign in and connect: {topic} is covered from that moment.",
      "Our support team is available around the clock if you have questions.",
    ],
  },
};

/** Settings that vary the general sentences below. */
export const aspects = [
  "on public Wi-Fi",
  "while travelling",
  "for a small team",
  "at home",
  "on a phone",
  "on a shared computer",
  "for remote work",
  "on hotel and airport networks",
];

/** Sentences about any topic, used to reach the requested length. Each one stands alone. */
export const generalSentences = [
  "Most people think about {topic} only after something goes wrong, which is the most expensive time to start.",
  "The good news is that the basics of {topic} take minutes to set up and almost no effort to keep.",
  "It helps to think of {topic} as a routine rather than a project.",
  "A small change made consistently does more than an elaborate setup that is used now and then.",
  "When in doubt, choose the option you will actually keep using, even if it is not the most advanced one.",
  "{Topic} looks different {aspect}, and it is worth planning for that case specifically.",
  "Encryption protects the content of your traffic, but habits decide how much there is to protect.",
  "Test the result instead of assuming it works; the leak tests on our tools page make that quick.",
  "Defaults matter, because most settings are never changed after the first day.",
  "Write down what you changed and why, so the next review takes minutes instead of an afternoon.",
  "If a step feels unclear, do the simplest version of it now and refine it later.",
  "People are often surprised by how much a single network can observe {aspect}.",
  "A setup that works for one device rarely needs much adjustment for the next.",
  "The aim is not perfect secrecy but a sensible level of privacy that fits everyday life.",
  "Review {topic} whenever you change devices, move home or start a new job.",
  "Keeping software current closes most of the gaps attackers rely on.",
  "Two-factor authentication remains one of the most effective protections available.",
  "Share what you learn about {topic} with family members; their accounts are often linked to yours.",
  "The right choice {aspect} is usually the one that needs the least attention once it is set.",
  "Small businesses benefit just as much as individuals, often more, since one mistake affects everyone.",
  "Speed and privacy are not a trade-off with modern protocols such as WireGuard.",
  "If something stops working, undo the last change first; it is usually the culprit.",
  "Good privacy practice is quiet: when it works, nothing seems to happen.",
  "It is reasonable to ask any service what it logs and for how long, and to expect a clear answer.",
  "Settings tend to drift over time, so a short check every few months is worth scheduling.",
  "Treat any unexpected login prompt {aspect} with suspicion until you have checked the address.",
  "The most useful question about {topic} is simple: who can see this, and do they need to?",
  "Clear, written steps make {topic} easier to hand over to someone else.",
  "Browser extensions can see a great deal, so keep only the ones you actively use.",
  "A kill switch turns a dropped connection from a leak into a short pause.",
  "Before relying on {topic} {aspect}, spend a minute confirming that the protection is really on.",
  "Plans for {topic} {aspect} work best when they are written down and agreed in advance.",
  "The questions to ask {aspect} are who runs the network and what they can see.",
  "Automatic connection rules remove the temptation to skip protection {aspect} when in a hurry.",
  "A quick leak test {aspect} takes less time than reading the terms of the network you joined.",
  "Most of the risk {aspect} comes from convenience: joining whatever network appears first.",
  "Keep a short note of what works {aspect}, so the next time needs no trial and error.",
  "Habits built {aspect} carry over to every other place you connect from.",
];
