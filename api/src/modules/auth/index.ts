/** The auth module's door for other modules: its service, the token issuer and their types. */
export { AuthService, type UserRecord } from './auth.service';
export { createTokenIssuer, type TokenIssuer } from './tokens';
export { PasswordResetService, type SendMail } from './password-reset';
export { MembersService } from './members';
