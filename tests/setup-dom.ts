import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// MUI dialogs filled in with user-event take seconds in jsdom, more with two workers on two
// cores: one generous limit for every component test (rather than one per file), and waits
// (findBy..., waitFor) that outlast a lazily loaded dialog chunk on a busy machine.
jest.setTimeout(45_000);
configure({ asyncUtilTimeout: 5_000 });
