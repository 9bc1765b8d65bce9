import { PAPER_SIZES, type Paper } from '@/domain/locale'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/** What the PDF of a car holds: plain text, already formatted by the domain rules. */
export type CarPdfContent = {
  siteName: string
  title: string
  subtitle: string | null
  price: string
  url: string
  sections: Array<{ heading: string; items?: Array<{ label: string; value: string }>; paragraphs?: string[] }>
  /** The closing line, in the site's words (its date included). */
  footer: string
  /** The site's country's paper (localeFacts): Letter in the US, A4 elsewhere. */
  paper: Paper
}

const MARGIN = 50

/** The standard PDF fonts encode Windows-1252 only: other characters become their nearest plain form or go. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '')
}

/** A real PDF of a car (pdf-lib, no browser needed) on the country's paper, text wrapped across as many pages as it takes. */
export async function carPdf(content: CarPdfContent): Promise<Uint8Array> {
  const PAGE = PAPER_SIZES[content.paper]
  const pdf = await PDFDocument.create()
  pdf.setTitle(printable(content.title))
  pdf.setAuthor(printable(content.siteName))
  pdf.setCreator(printable(content.siteName))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - MARGIN

  const line = (text: string, font: PDFFont, size: number, gap = 4, colour = rgb(0.1, 0.1, 0.1)) => {
    const words = printable(text).split(/\s+/).filter(Boolean)
    let current = ''
    const flush = () => {
      if (y - size < MARGIN) {
        page = pdf.addPage([PAGE.width, PAGE.height])
        y = PAGE.height - MARGIN
      }
      page.drawText(current, { x: MARGIN, y: y - size, size, font, color: colour })
      y -= size + gap
      current = ''
    }
    for (const word of words) {
      const next = current ? `${current} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > PAGE.width - 2 * MARGIN && current) {
        flush()
        current = word
      } else current = next
    }
    if (current) flush()
  }

  line(content.siteName, bold, 11, 10, rgb(0.3, 0.3, 0.3))
  line(content.title, bold, 22, 6)
  if (content.subtitle) line(content.subtitle, regular, 12, 6)
  line(content.price, bold, 18, 14)
  for (const section of content.sections) {
    if (!section.items?.length && !section.paragraphs?.length) continue
    y -= 6
    line(section.heading, bold, 14, 6)
    for (const item of section.items ?? []) line(`${item.label}: ${item.value}`, regular, 10.5, 3)
    for (const paragraph of section.paragraphs ?? []) line(paragraph, regular, 10.5, 6)
  }
  y -= 10
  line(content.url, regular, 9, 3, rgb(0.3, 0.3, 0.3))
  line(content.footer, regular, 9, 3, rgb(0.3, 0.3, 0.3))
  return pdf.save()
}
