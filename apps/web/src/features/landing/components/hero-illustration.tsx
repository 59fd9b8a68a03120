import classes from '../landing.module.css';

/**
 * The hero's picture, drawn inline: no request, no decoding, and its box is sized by the viewBox
 * before anything paints, so the banner never shifts. A map card with a live route and the event
 * feed a dispatcher sees in Trazo.
 */
export function HeroIllustration() {
  return (
    <svg
      className={classes.heroArt}
      viewBox="0 0 560 440"
      width="560"
      height="440"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <filter id="hero-shadow" x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="10" stdDeviation="14" floodColor="#021d2c" floodOpacity="0.35" />
        </filter>
        <linearGradient id="hero-map" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6f5fb" />
          <stop offset="1" stopColor="#d9f3ef" />
        </linearGradient>
      </defs>

      {/* Map card */}
      <g filter="url(#hero-shadow)">
        <rect x="16" y="20" width="420" height="320" rx="20" fill="#fff" />
      </g>
      <circle cx="42" cy="44" r="5" fill="#f47a45" />
      <circle cx="58" cy="44" r="5" fill="#ffb547" />
      <circle cx="74" cy="44" r="5" fill="#12a39a" />
      <rect x="96" y="38" width="140" height="12" rx="6" fill="#e9eef2" />
      <rect x="32" y="64" width="388" height="260" rx="14" fill="url(#hero-map)" />
      <path
        d="M32 150c60-20 90 30 150 10s80-70 150-50 70 40 88 36M32 250c70 0 100-40 170-30s110 60 218 20"
        fill="none"
        stroke="#b9dbe9"
        strokeWidth="2"
      />
      <path d="M190 64v260M320 64v260" stroke="#cfe6ee" strokeWidth="1.5" strokeDasharray="4 6" />

      {/* Route */}
      <path
        d="M78 276C130 270 140 200 200 196s90 40 140-10 40-80 52-96"
        fill="none"
        stroke="#0b5f8a"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="0.1 13"
      />
      <circle cx="78" cy="276" r="10" fill="#0b5f8a" />
      <circle cx="78" cy="276" r="4" fill="#fff" />
      <path d="M392 70c-12 0-21 9-21 21 0 15 21 34 21 34s21-19 21-34c0-12-9-21-21-21z" fill="#f47a45" />
      <circle cx="392" cy="91" r="7" fill="#fff" />
      <text x="96" y="300" fontSize="13" fontWeight="700" fill="#063d5c">
        Bogotá
      </text>
      <text x="362" y="100" fontSize="13" fontWeight="700" fill="#063d5c" textAnchor="end">
        Medellín
      </text>

      {/* Truck on the route */}
      <g transform="translate(236 178)">
        <circle r="26" fill="#fff" opacity="0.9" />
        <rect x="-15" y="-9" width="18" height="14" rx="2" fill="#0b5f8a" />
        <path d="M3-4h7l5 6v7H3z" fill="#12a39a" />
        <circle cx="-8" cy="8" r="3.5" fill="#063d5c" />
        <circle cx="9" cy="8" r="3.5" fill="#063d5c" />
      </g>

      {/* Event feed card */}
      <g filter="url(#hero-shadow)">
        <rect x="282" y="218" width="262" height="196" rx="18" fill="#fff" />
      </g>
      <text x="302" y="253" fontSize="13" fontWeight="800" fill="#063d5c">
        Manifiesto 000245
      </text>
      <rect x="468" y="239" width="60" height="22" rx="11" fill="#e1f6f3" />
      <text x="498" y="254" fontSize="11" fontWeight="700" fill="#0d7f77" textAnchor="middle">
        En ruta
      </text>
      {[
        { y: 288, color: '#12a39a', title: 'Cargue finalizado', time: '07:15' },
        { y: 330, color: '#0b5f8a', title: 'En descargue', time: '10:31' },
        { y: 372, color: '#ffb547', title: 'Cumplido firmado', time: '10:42' },
      ].map((event) => (
        <g key={event.y}>
          <circle cx="312" cy={event.y} r="11" fill={event.color} />
          <path
            d={`M306 ${event.y}l4 4 8-8`}
            fill="none"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <text x="334" y={event.y + 5} fontSize="13" fontWeight="600" fill="#1f2d3a">
            {event.title}
          </text>
          <text x="526" y={event.y + 5} fontSize="12" fill="#6b7c8a" textAnchor="end">
            {event.time}
          </text>
        </g>
      ))}
      <path d="M312 299v20M312 341v20" stroke="#d5dde3" strokeWidth="2" />
    </svg>
  );
}
