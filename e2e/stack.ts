import { readStack } from '../scripts/stack';

/** The stack the end-to-end tests run against: `npm start`'s, on ports 3100+. */
export const e2eEnvironment = {
  SHELL_PORT: '3100',
  MARKETING_PORT: '3101',
  PUBLIC_HOST: '127.0.0.1',
};

export const e2eStack = readStack({ ...e2eEnvironment });
