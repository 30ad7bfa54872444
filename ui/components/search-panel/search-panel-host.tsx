// Owns the search panel: opens it on the shell's search request (the header's search entry) and closes it on
// 关闭, Esc, or when a result leads away. Closed, the panel is unmounted: the next opening starts afresh.
import { useLayoutEffect, useState } from 'react';
import { onShellRequest } from '../../app/shell-requests';
import { ModalDialog } from '../modal/modal-dialog';
import { SearchPanel } from './search-panel';

export function SearchPanelHost() {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => onShellRequest((request) => {
    if (request.type === 'search') setOpen(true);
  }), []);
  const close = () => setOpen(false);
  return (
    <ModalDialog open={open} onClose={close} title="搜索" width={760} testId="search-panel">
      <SearchPanel onClose={close} />
    </ModalDialog>
  );
}
