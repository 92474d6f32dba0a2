import { parseWithoutEval } from '@keafx/schema';

// Imported first by main.tsx, so it runs before any chunk builds a zod schema (the commands of
// @keafx/schema): our CSP has no 'unsafe-eval', and zod's eval probe would log a violation.
parseWithoutEval();
