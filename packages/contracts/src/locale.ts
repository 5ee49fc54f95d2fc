import { z } from 'zod';

/** Zod's own messages (for checks whose schemas give none) in Korean, like every message we show. */
z.config(z.locales.ko());
