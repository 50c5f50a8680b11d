import { InvitationLinksCard } from '../components/invitation-links-card';
import '../agent-site.css';
import { OpenAccountCard } from '../components/open-account-card';

/** registerCenter: open downline accounts, and the invitation links with their QR and counts. */
export default function RegisterCenterPage() {
  return (
    <div className="register-center">
      <OpenAccountCard />
      <InvitationLinksCard />
    </div>
  );
}
