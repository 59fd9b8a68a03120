import { Group, Text } from '@mantine/core';
import { useId } from 'react';

// The Trazo mark: a dotted route between a start point and a destination pin.

interface LogoProps {
  /** Height of the mark in px. */
  size?: number;
  withWordmark?: boolean;
  /** White wordmark for dark or coloured backgrounds. */
  inverted?: boolean;
}

export function Logo({ size = 32, withWordmark = true, inverted = false }: LogoProps) {
  const gradientId = useId();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Trazo">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0b5f8a" />
            <stop offset="1" stopColor="#12a39a" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
        {inverted && (
          // A light rim keeps the mark visible on the coloured top bars.
          <rect
            x="1.5"
            y="1.5"
            width="61"
            height="61"
            rx="12.5"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.7"
            strokeWidth="3"
          />
        )}
        <path
          d="M14 44c8 0 10-22 20-22s10 12 16 12"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="0.1 9"
        />
        <circle cx="14" cy="44" r="5" fill="#fff" />
        <circle cx="50" cy="34" r="6" fill="#ffb547" />
      </svg>
      {withWordmark && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.7}
          lh={1}
          c={inverted ? 'white' : 'trazo.8'}
          style={{ letterSpacing: '-0.02em' }}
          aria-hidden
        >
          Trazo
        </Text>
      )}
    </Group>
  );
}
