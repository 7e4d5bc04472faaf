/** How to reach people at Umbra: addresses and hours, shared by the support, contact and legal pages. */
export const supportEmail = "support@umbravpn.example";
export const privacyEmail = "privacy@umbravpn.example";
export const legalEmail = "legal@umbravpn.example";
export const abuseEmail = "abuse@umbravpn.example";
export const businessEmail = "business@umbravpn.example";

export const liveChatHours = [
  { languages: "English", hours: "24 hours a day, 7 days a week" },
  { languages: "Spanish, German and French", hours: "Monday to Friday, 08:00–20:00 CET" },
  { languages: "Japanese and Mandarin", hours: "Monday to Friday, 09:00–18:00 SGT (UTC+8)" },
];

export const languages = ["English", "Spanish", "German", "French", "Japanese", "Mandarin"];
