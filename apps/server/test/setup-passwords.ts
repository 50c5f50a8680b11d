import { lowerPasswordCostUnderTest } from '../src/platform/passwords.js';

// Every server test file (and the templates' seed in global-setup.ts): cheap password hashes.
lowerPasswordCostUnderTest();
