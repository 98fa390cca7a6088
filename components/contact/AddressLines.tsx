import { useContactFacts } from './contact-facts-context';

/** The street (once supplied) over the city, state and ZIP code: the footer's and /contact's address. */
export default function AddressLines() {
  const { streetAddress, city, region, postalCode } = useContactFacts();
  return (
    <>
      {streetAddress && (
        <>
          {streetAddress}
          <br />
        </>
      )}
      {city && (
        <>
          {city}, {region}
        </>
      )}
      {postalCode && ` ${postalCode}`}
    </>
  );
}
