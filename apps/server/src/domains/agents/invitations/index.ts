/** The public face of agents/invitations: invitation links and the accounts agents open. */
export { InvitationCodeBook, type InvitationLinkHit } from './invitation-codes.js';
export { InvitationsService } from './invitations.service.js';
export { invitationsModule } from './invitations.module.js';
