import { z } from 'zod';

// Zod's built-in messages in Spanish, for the few checks that carry no message of their own (type
// mismatches, maximum lengths): every validation answer the client sees is Spanish (spec §8).
z.config(z.locales.es());
