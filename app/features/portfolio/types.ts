/** The JSON shapes of the portfolio API (CONTRACT "JSON shapes"); dates are ISO strings. */

export interface ProjectImage {
  id: number;
  projectId: number;
  imageUrl: string;
  /** The stored `caption`, or 'Imagem do projeto' when there is none. */
  alt: string;
  displayOrder: number;
  createdAt: string;
}

export interface Project {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** Stored in the form vocabulary (see categories.ts). */
  category: string;
  imageUrl: string;
  projectDate: string;
  projectUrl: string | null;
  featured: boolean;
  active: boolean;
  /** Zero-based; screens show it +1. */
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
  images: ProjectImage[];
}

export const defaultImageAlt = "Imagem do projeto";
