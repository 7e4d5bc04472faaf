import type { ArticleTemplate } from "./article-template-types";

/** How-to guides, list articles and checklists for the built-in generator. */
export const guideTemplates = {
  "how-to": {
    titles: [
      "How to Get {Topic} Right: A Step-by-Step Guide",
      "{Topic}: A Practical How-To Guide",
      "A Step-by-Step Guide to {topic}",
    ],
    intro: [
      "{Topic} sounds more complicated than it is.",
      "This guide walks through it in order, from the checks worth doing first to the settings that keep it working.",
      "Set aside about twenty minutes and keep the device you want to protect within reach.",
    ],
    sections: [
      {
        heading: "What you need before you start",
        list: {
          ordered: false,
          items: [
            "The device or network you want to set up, updated to its latest system version",
            "An active {brand} account and the app installed from the official store or our downloads page",
            "A note of your current settings, so you can go back if something behaves unexpectedly",
          ],
        },
        sentences: [
          "Updates matter more than they seem: many connection problems disappear once the operating system and the app are current.",
          "If you manage devices for someone else, agree on a time first, since the connection drops briefly while settings change.",
        ],
      },
      {
        heading: "Step-by-step instructions",
        sentences: [],
        children: [
          {
            heading: "Step 1: Check where you are starting from",
            sentences: [
              "Run our IP checker and note the address and location it reports before changing anything.",
              "That gives you a baseline to compare against once {topic} is in place.",
            ],
          },
          {
            heading: "Step 2: Choose the right settings",
            sentences: [
              "Open the app's settings and pick WireGuard unless your network blocks it; fall back to OpenVPN over TCP only if it does.",
              "Turn on the kill switch so traffic stops, rather than leaking, if the tunnel drops.",
            ],
          },
          {
            heading: "Step 3: Connect and confirm",
            sentences: [
              "Connect to the nearest server first; distance is the biggest factor in speed.",
              "Repeat the IP check and a DNS leak test: both should now show the server's location, not yours.",
            ],
          },
          {
            heading: "Step 4: Make it automatic",
            sentences: [
              "Enable connect-on-launch and trusted-network rules so protection does not depend on remembering it.",
              "Most people only need to revisit these settings when they change devices.",
            ],
          },
        ],
      },
      {
        heading: "Troubleshooting common problems",
        sentences: [
          "If the connection will not start, switch protocol or server before anything else; that resolves most failures.",
          "Slow speeds usually mean a distant or busy server, so try another one in the same country.",
          "If a site refuses to load, clear its cookies: it may still remember your previous location.",
        ],
      },
    ],
    closing: {
      heading: "Wrapping up",
      sentences: [
        "With these steps done, {topic} is in place and checks itself every time you connect.",
        "If anything still looks wrong, our support team can go through your settings with you.",
      ],
    },
  },
  list: {
    titles: [
      "7 Things Worth Knowing About {topic}",
      "{Topic}: Seven Practical Tips",
      "Seven Ways to Make {topic} Work for You",
    ],
    intro: [
      "{Topic} comes up in almost every conversation about staying private online.",
      "Here are seven points that make the biggest difference, in the order we would tackle them.",
    ],
    sections: [
      {
        heading: "Why {topic} deserves attention",
        sentences: [
          "Small gaps add up: one weak setting can undo the care taken everywhere else.",
          "None of the points below needs special skills, only a few minutes each.",
        ],
      },
      {
        heading: "The list",
        sentences: [],
        children: [
          {
            heading: "1. Start with the basics",
            sentences: [
              "Strong, unique passwords and current software do more for {topic} than any single tool.",
            ],
          },
          {
            heading: "2. Encrypt the connection",
            sentences: [
              "A VPN hides your traffic from the local network and your provider, which matters most {aspect}.",
            ],
          },
          {
            heading: "3. Check for leaks",
            sentences: [
              "DNS and WebRTC leaks can reveal your location even behind a VPN, and both take a minute to test.",
            ],
          },
          {
            heading: "4. Keep location honest",
            sentences: [
              "Pick servers close to you for speed, and farther away only when you have a reason to.",
            ],
          },
          {
            heading: "5. Limit what apps can see",
            sentences: [
              "Review app permissions every few months; location and contacts are the ones most often granted and forgotten.",
            ],
          },
          {
            heading: "6. Separate work and personal use",
            sentences: [
              "Different browsers or profiles for work and home keep one from exposing the other.",
            ],
          },
          {
            heading: "7. Make it a habit",
            sentences: [
              "The settings that protect you best are the ones that run automatically, without needing to be remembered.",
            ],
          },
        ],
      },
    ],
    closing: {
      heading: "Where to go from here",
      sentences: [
        "Pick the two points on this list you have not done yet and do them this week.",
        "The rest become easier once those are in place.",
      ],
    },
  },
  checklist: {
    titles: [
      "The {Topic} Checklist",
      "{Topic}: A Checklist to Work Through",
      "Your {topic} Checklist",
    ],
    intro: [
      "A checklist keeps {topic} from depending on memory.",
      "Work through each group in order and tick items off as you go; none of them takes long.",
    ],
    sections: [
      {
        heading: "Before you begin",
        list: {
          ordered: false,
          items: [
            "Update the operating system and every app you rely on",
            "Back up anything you could not replace",
            "Write down which accounts use two-factor authentication",
          ],
        },
        sentences: [
          "Preparation is where most problems are avoided, so it is worth doing even when time is short.",
        ],
      },
      {
        heading: "Securing the connection",
        list: {
          ordered: false,
          items: [
            "Turn on the VPN and its kill switch",
            "Run a DNS leak test and a WebRTC leak test",
            "Confirm your visible IP address has changed",
          ],
        },
        sentences: [
          "These three checks together take under two minutes and catch the common leaks.",
        ],
      },
      {
        heading: "Keeping it that way",
        list: {
          ordered: false,
          items: [
            "Schedule a monthly review of app permissions",
            "Replace any password that appears in a breach",
            "Repeat the leak tests after major updates",
          ],
        },
        sentences: [
          "Habits matter more than any single setting, because settings drift over time.",
        ],
      },
    ],
    closing: {
      heading: "Keep this list handy",
      sentences: [
        "Save or print this checklist and come back to it whenever your setup changes.",
        "Ticking everything off once a quarter keeps {topic} in good shape.",
      ],
    },
  },
} satisfies Record<string, ArticleTemplate>;
