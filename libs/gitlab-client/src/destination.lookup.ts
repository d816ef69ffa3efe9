import * as dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { DestinationRefusedError } from './destination-refused.error.js';
import { classifyAddress, isCategoryAllowed, type AddressCategory, type PrivateAddressRule } from './destination.policy.js';
import { destinationRefusedMessage } from './gitlab-client.messages.js';

/** `dns.lookup` with `all: true`; replaceable in tests. */
export type AllAddressesResolver = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

const systemResolver: AllAddressesResolver = (hostname, options, callback) => dns.lookup(hostname, options, callback);

/**
 * The refusal for one address under `rule`, or `undefined` when the policy lets it through.
 *
 * @param host - the name the request used (an IP literal or a host name)
 * @param address - the address it is, or resolved to
 */
export function refusalFor(host: string, address: string, rule: PrivateAddressRule): DestinationRefusedError | undefined {
  const category: AddressCategory = classifyAddress(address) ?? 'public';
  if (category === 'public' || isCategoryAllowed(category, rule)) return undefined;
  return new DestinationRefusedError(destinationRefusedMessage(host, address, category));
}

/**
 * A socket `lookup` that enforces the outbound policy after DNS resolution: it always
 * resolves every address of the name and fails with {@link DestinationRefusedError} when ANY of
 * them is refused, then answers in the form the socket asked for (one address, or all of them
 * for Happy Eyeballs). Refusing the whole name rather than filtering keeps the outcome the same
 * whichever address the socket would have tried first.
 *
 * Node skips `lookup` for IP literals, so the client checks those itself before sending.
 *
 * @param rule - whether private kinds of address are allowed (metadata never is)
 * @param resolve - the resolver (default: `dns.lookup`)
 */
export function guardedLookup(rule: PrivateAddressRule, resolve: AllAddressesResolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error !== null) {
        callback(error, '', undefined);
        return;
      }
      for (const { address } of addresses) {
        const refusal = refusalFor(hostname, address, rule);
        if (refusal !== undefined) {
          callback(refusal, '', undefined);
          return;
        }
      }
      const [first] = addresses;
      if (first === undefined) {
        callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', undefined);
        return;
      }
      if (options.all === true) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
