import type { FormEvent, ReactNode, Ref } from 'react';
import type { SearchType } from '@minda/contracts/search';
import type { Pane } from '../search-form.ts';

/**
 * What the search form hands its PC and mobile layouts: the fields, already wired to the form's state, the
 * texts they show, and the pane controls. The layouts only arrange them.
 */
export type SearchFormLayoutProps = {
  searchType: SearchType;
  pane: Pane;
  form: {
    ref: Ref<HTMLFormElement>;
    role: 'search';
    'aria-label': string;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onPointerEnter: () => void;
    onFocus: () => void;
    noValidate: true;
  };
  inputId: string;
  keywordText: string;
  keywordInput: ReactNode;
  clearButton: ReactNode;
  keywordPanel: ReactNode;
  datePicker: ReactNode;
  occupancyEditor: ReactNode;
  dateText: string;
  peopleText: string;
  occupancyTitle: string;
  onOpen: (pane: Exclude<Pane, 'none'>) => void;
  onClose: () => void;
};
