import type { ReactNode } from "react";

/** A card-shaped tile for a payment brand; `label` is its accessible name. */
function PaymentTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 48 32"
      className="h-8 w-12 rounded-md shadow-sm ring-1 ring-black/10 dark:ring-white/10"
    >
      <rect width="48" height="32" rx="5" fill="#fff" />
      {children}
    </svg>
  );
}

export function VisaIcon() {
  return (
    <PaymentTile label="Visa">
      <text
        x="24"
        y="20.5"
        textAnchor="middle"
        fill="#1a1f71"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="-0.3"
      >
        VISA
      </text>
      <path d="M9 23.5h30" stroke="#f7b600" strokeWidth="1.6" strokeLinecap="round" />
    </PaymentTile>
  );
}

export function MastercardIcon() {
  return (
    <PaymentTile label="Mastercard">
      <circle cx="19.5" cy="16" r="8" fill="#eb001b" />
      <circle cx="28.5" cy="16" r="8" fill="#f79e1b" />
      <path d="M24 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
    </PaymentTile>
  );
}

export function PayPalIcon() {
  return (
    <PaymentTile label="PayPal">
      <path
        d="M20.5 7.5h6.2c3.4 0 5 1.8 4.4 4.7-.7 3.4-3 5-6.4 5h-2l-1.1 6.3h-3.9z"
        fill="#003087"
      />
      <path
        d="M23.2 10.5h4.9c2.9 0 4.1 1.6 3.6 4.1-.6 3-2.7 4.4-5.6 4.4h-1.7l-.9 5.5h-3.4z"
        fill="#009cde"
        opacity="0.9"
      />
    </PaymentTile>
  );
}

export function BitcoinIcon() {
  return (
    <PaymentTile label="Bitcoin">
      <circle cx="24" cy="16" r="10" fill="#f7931a" />
      <path
        d="M21 10.5h4.1c2 0 3.1.9 3.1 2.4 0 1-.6 1.7-1.4 2 1.1.3 1.9 1.1 1.9 2.3 0 1.8-1.3 2.8-3.5 2.8H21zm2 1.7v2.9h1.9c1 0 1.5-.5 1.5-1.4s-.5-1.5-1.5-1.5zm0 4.5v3.1h2.1c1.1 0 1.7-.5 1.7-1.5s-.6-1.6-1.7-1.6z"
        fill="#fff"
        fillRule="evenodd"
      />
      <path d="M22.7 9v1.6m2.2-1.6v1.6m-2.2 9.9v1.6m2.2-1.6v1.6" stroke="#fff" strokeWidth="1.1" />
    </PaymentTile>
  );
}

export function PaymentIcons() {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Accepted payment methods">
      <li>
        <VisaIcon />
      </li>
      <li>
        <MastercardIcon />
      </li>
      <li>
        <PayPalIcon />
      </li>
      <li>
        <BitcoinIcon />
      </li>
    </ul>
  );
}
