import { useId, useState, type KeyboardEvent } from 'react';
import type { GeoPoint } from '@frota/domain';
import { Button, ErrorBox, Field, Notice, TextInput } from '@frota/ui';
import { MAP_MESSAGES } from './map-messages.ts';

type SearchStatus = 'idle' | 'searching' | 'not-found' | 'failed';

export interface AddressSearchProps {
  /** Finds the address and moves the map there; resolves undefined when nothing matches. */
  onSearch: (address: string) => Promise<GeoPoint | undefined>;
}

/**
 * The geofence tab's search box (spec 02 §2): finds an address and centres the map on it at zoom 15.
 * Not a `<form>`: it sits inside the reference's form, and Enter must search here, not save the reference.
 */
export function AddressSearch({ onSearch }: AddressSearchProps) {
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');

  async function search() {
    if (address.trim() === '' || status === 'searching') return;
    setStatus('searching');
    try {
      setStatus((await onSearch(address)) ? 'idle' : 'not-found');
    } catch {
      setStatus('failed');
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  }

  return (
    <div role="search" aria-label={MAP_MESSAGES.searchLabel} className="space-y-2">
      <div className="flex items-end gap-2">
        <Field label={MAP_MESSAGES.searchLabel} htmlFor={inputId} className="flex-1">
          <TextInput
            id={inputId}
            type="search"
            placeholder="Ex.: Porto de Santos, Santos - SP"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
          />
        </Field>
        <Button variant="basic" loading={status === 'searching'} onClick={() => void search()}>
          {MAP_MESSAGES.searchButton}
        </Button>
      </div>
      {status === 'not-found' && <Notice tone="warning">{MAP_MESSAGES.addressNotFound}</Notice>}
      {status === 'failed' && <ErrorBox messages={[MAP_MESSAGES.searchFailed]} />}
    </div>
  );
}
