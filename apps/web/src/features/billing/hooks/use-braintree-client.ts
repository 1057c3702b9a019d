import type { Client } from 'braintree-web';
import { useEffect, useState } from 'react';
import { createBraintreeClient } from '../card/braintree';

/** A braintree-web client for a real client token (null while it loads, or for the sandbox's token). */
export const useBraintreeClient = (token: string | null) => {
  const [client, setClient] = useState<Client | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let created: Client | null = null;
    createBraintreeClient(token)
      .then((instance) => {
        created = instance;
        if (cancelled) return void instance.teardown(() => {});
        setClient(instance);
      })
      .catch((failure: unknown) => !cancelled && setError(failure));
    return () => {
      cancelled = true;
      setClient(null);
      created?.teardown(() => {});
    };
  }, [token]);
  return { client, error };
};
