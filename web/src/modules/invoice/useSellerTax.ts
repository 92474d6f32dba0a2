import { useQuery } from '@apollo/client/react';
import { BusinessDetailsDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';

/** What the invoice form needs of the seller: whether it charges GST. */
export interface SellerTax {
  gstRegistered: boolean;
}

/**
 * The seller's GST registration from the business details (Settings, Account), for a new line's
 * default treatment and the form's check that treatments fit it; registered when a GST number is
 * on file and the answer does not say. Null until the business details are read (the form then
 * defaults as for a registered seller and leaves the registration check to the api).
 */
export function useSellerTax(): SellerTax | null {
  const { demo } = useDemoMode();
  // The demo keeps no business details (its seller is the sample business, registered).
  const { data } = useQuery(BusinessDetailsDocument, { skip: demo });
  if (demo) return { gstRegistered: true };
  const details = data?.businessDetails;
  if (!details) return null;
  const said = (details as { gstRegistered?: boolean | null }).gstRegistered;
  return { gstRegistered: typeof said === 'boolean' ? said : details.gstNumber.trim() !== '' };
}
