/** docs/product.md#texts-auth and #back-office: the sign-in and sign-out texts, spelled exactly as the product reference gives them. */
export const authTexts = {
  loginFailedTitle: "Falha no login",
  loginFailedDescription: "Usuário ou senha incorretos.",
  loginSuccessTitle: "Login realizado com sucesso!",
  // The specification's words; a first sign-in gets its 'Bem-vindo(a),' of a new account, since
  // 'de volta' would greet someone who was never here (docs/product.md#sign-in).
  loginSuccessDescription: (name: string, firstSignIn = false) =>
    firstSignIn ? `Bem-vindo(a), ${name}` : `Bem-vindo(a) de volta, ${name}`,
  registerFailedTitle: "Falha no cadastro",
  registerSuccessTitle: "Cadastro realizado com sucesso!",
  registerSuccessDescription: (name: string) => `Bem-vindo(a), ${name}`,
  logoutFailedTitle: "Falha ao fazer logout",
  logoutSuccessTitle: "Logout realizado",
  logoutSuccessDescription: "Você foi desconectado com sucesso.",
  // The dashboard's own wording (docs/product.md#back-office).
  dashboardLogoutDescription: "Você saiu da sua conta com sucesso",
  checkingSession: "Verificando autenticação...",
  // The back office is drawn in the browser: without scripts the spinner would turn for ever.
  needsJavaScript: "Se o painel não abrir, ative o JavaScript no navegador e recarregue a página.",
  backToSite: "Voltar para o site",
  forgotPassword: "Esqueci minha senha",
  fallbackName: "Administrador",
} as const;

export const SIGN_IN_PATH = "/login";
/** 'Esqueci minha senha' without a token; the mailed link adds `?token=` (docs/product.md#password-recovery). */
export const PASSWORD_RESET_PATH = "/redefinir-senha";
