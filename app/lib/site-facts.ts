/** The agency's public facts. Defaults here; each can be overridden by environment (see README). */
export interface SiteFacts {
  name: string;
  url: string;
  email: string;
  /** Digits only, with country code, as wa.me expects. */
  whatsapp: string;
  phoneDisplay: string;
  streetAddress: string;
  city: string;
  region: string;
  postalCode: string;
  instagram: string;
  facebook: string;
  linkedin: string;
  /** Google Ads tag id (AW-...). Empty: no tag, no conversion, no pixel. */
  adsId: string;
  adsConversionLabel: string;
}

export const defaultSiteFacts: SiteFacts = {
  name: "Nexo Digital",
  url: "http://localhost:3000",
  email: "contato@nexodigital.com.br",
  whatsapp: "5511987654321",
  phoneDisplay: "(11) 98765-4321",
  streetAddress: "Av. Paulista, 1578 - Conj. 92, Bela Vista",
  city: "São Paulo",
  region: "SP",
  postalCode: "01310-200",
  instagram: "https://www.instagram.com/nexodigital",
  facebook: "https://www.facebook.com/nexodigital",
  linkedin: "https://www.linkedin.com/company/nexodigital",
  adsId: "",
  adsConversionLabel: "",
};
