import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their dialogs and panes as lazy chunks: on a busy CI machine the first import can take longer
// than findBy's default second (seen: the PC header's search modal).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
