// The parts of a recipients workbook as Excel and as LibreOffice Calc write them (namespaces,
// attributes, shared strings with rich runs and phonetic text, `_xHHHH_` escapes, frozen panes,
// validations, formats, column widths to the sheet's last column), written over a workbook made by
// exceljs (withParts), whose styles, theme and content types they keep.
import { SHEET1 } from './xlsx-edit';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

const RELS =
  `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId3" Type="${REL}/theme" Target="theme/theme1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

const sst = (items: string[]) =>
  `${HEAD}<sst xmlns="${MAIN}" count="${items.length}" uniqueCount="${items.length}">${items.join('')}</sst>`;

export const EXCEL_MADE: Record<string, string> = {
  'xl/workbook.xml':
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x15 xr xr6 xr10 xr2" xmlns:x15="http://schemas.microsoft.com/office/spreadsheetml/2010/11/main" xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision">` +
    '<fileVersion appName="xl" lastEdited="7" lowestEdited="7" rupBuild="27328"/><workbookPr defaultThemeVersion="202300"/>' +
    '<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="x15"><x15ac:absPath url="C:\\Users\\pt\\Documents\\" xmlns:x15ac="http://schemas.microsoft.com/office/spreadsheetml/2010/11/ac"/></mc:Choice></mc:AlternateContent>' +
    '<bookViews><workbookView xWindow="-120" yWindow="-120" windowWidth="29040" windowHeight="15720"/></bookViews>' +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets>' +
    '<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Sheet1!$A$1:$C$12</definedName></definedNames>' +
    '<calcPr calcId="191029"/></workbook>',
  'xl/_rels/workbook.xml.rels': RELS,
  [SHEET1]:
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" mc:Ignorable="x14ac xr xr2 xr3" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" xr:uid="{00000000-0001-0000-0000-000000000000}">` +
    '<dimension ref="A1:D12"/><sheetViews><sheetView tabSelected="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/>' +
    '<cols><col min="1" max="1" width="32.7109375" customWidth="1"/><col min="2" max="2" width="20.42578125" customWidth="1"/></cols>' +
    '<sheetData>' +
    '<row r="1" spans="1:3" x14ac:dyDescent="0.25"><c r="A1" s="0" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
    '<row r="2" spans="1:3" x14ac:dyDescent="0.25"><c r="A2" t="s"><v>3</v></c><c r="B2" t="s"><v>4</v></c><c r="C2"><v>255712345678</v></c></row>' +
    '<row r="3" spans="1:3" x14ac:dyDescent="0.25"><c r="A3" t="s"><v>5</v></c><c r="B3" t="s"><v>6</v></c></row>' +
    '<row r="4" spans="1:3" x14ac:dyDescent="0.25"><c r="A4" t="str"><f>LOWER("JUMA@EXAMPLE.TEST")</f><v>juma@example.test</v></c><c r="B4" t="inlineStr"><is><t>Juma &amp; Co</t></is></c></row>' +
    '<row r="5" spans="1:3" x14ac:dyDescent="0.25"><c r="A5" t="b"><v>1</v></c></row>' +
    '<row r="6" spans="1:3" x14ac:dyDescent="0.25"><c r="A6" t="e"><v>#N/A</v></c><c r="B6" t="s"><v>7</v></c></row>' +
    '<row r="7" spans="1:3" x14ac:dyDescent="0.25"><c r="A7"><v>42</v></c></row>' +
    '<row r="8" spans="1:3" x14ac:dyDescent="0.25"><c r="A8" t="s"><v>8</v></c><c r="B8" t="s"><v>9</v></c></row>' +
    '<row r="9" spans="1:3" hidden="1" x14ac:dyDescent="0.25"><c r="A9" t="s"><v>10</v></c></row>' +
    '<row r="10" spans="1:3" x14ac:dyDescent="0.25"><c r="A10" s="0"/><c r="B10" s="0"/></row>' +
    '<row r="12" spans="1:3" x14ac:dyDescent="0.25"><c r="A12" t="s"><v>11</v></c><c r="B12" t="s"><v>12</v></c></row>' +
    '</sheetData>' +
    '<autoFilter ref="A1:C12" xr:uid="{00000000-0009-0000-0000-000000000000}"/>' +
    '<mergeCells count="1"><mergeCell ref="C5:D6"/></mergeCells>' +
    '<conditionalFormatting sqref="A2:A500"><cfRule type="duplicateValues" priority="1"/></conditionalFormatting>' +
    '<dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" sqref="C2:C500"><formula1>"Yes,No"</formula1></dataValidation></dataValidations>' +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '</worksheet>',
  'xl/sharedStrings.xml': sst([
    '<si><t>Email</t></si>',
    '<si><t>Name</t></si>',
    '<si><t>Phone</t></si>',
    '<si><t>asha@example.test</t></si>',
    '<si><t>Asha Mrema</t></si>',
    '<si><r><t>baraka</t></r><r><rPr><b/><sz val="11"/><color theme="1"/><rFont val="Calibri"/><family val="2"/><scheme val="minor"/></rPr><t>@example.test</t></r><rPh sb="0" eb="6"><t>バラカ</t></rPh></si>',
    '<si><t xml:space="preserve"> Baraka  Juma </t></si>',
    '<si><t>Not sent</t></si>',
    '<si><t>chausiku@example.test</t></si>',
    '<si><t xml:space="preserve">Chausiku_x000D_\nMwita</t></si>',
    '<si><t>hidden.row@example.test</t></si>',
    '<si><t>dotto@example.test</t></si>',
    '<si><t>Dotto &amp; Family</t></si>',
  ]),
};

export const LIBREOFFICE_MADE: Record<string, string> = {
  'xl/workbook.xml':
    `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><fileVersion appName="Calc"/>` +
    '<workbookPr backupFile="false" showObjects="all" date1904="false"/><workbookProtection/>' +
    '<bookViews><workbookView showHorizontalScroll="true" showVerticalScroll="true" showSheetTabs="true" xWindow="0" yWindow="0" windowWidth="16384" windowHeight="8192" tabRatio="500" firstSheet="0" activeTab="0"/></bookViews>' +
    '<sheets><sheet name="Orodha" sheetId="1" state="visible" r:id="rId1"/></sheets>' +
    '<calcPr iterateCount="100" refMode="A1" iterate="false" iterateDelta="0.001"/>' +
    '<extLst><ext xmlns:loext="http://schemas.libreoffice.org/" uri="{7626C862-2A13-11E5-B345-FEFF819CDC9F}"><loext:extCalcPr stringRefSyntax="CalcA1"/></ext></extLst></workbook>',
  'xl/_rels/workbook.xml.rels': RELS,
  [SHEET1]:
    `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}" xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" xmlns:xr2="http://schemas.microsoft.com/office/spreadsheetml/2015/revision2" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">` +
    '<sheetPr filterMode="false"><pageSetUpPr fitToPage="false"/></sheetPr><dimension ref="A1:B6"/>' +
    '<sheetViews><sheetView showFormulas="false" showGridLines="true" showRowColHeaders="true" showZeros="true" rightToLeft="false" tabSelected="true" showOutlineSymbols="true" defaultGridColor="true" view="normal" topLeftCell="A1" colorId="64" zoomScale="100" zoomScaleNormal="100" zoomScalePageLayoutView="100" workbookViewId="0"><selection pane="topLeft" activeCell="B6" activeCellId="0" sqref="B6"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultColWidth="11.53515625" defaultRowHeight="12.8" zeroHeight="false" outlineLevelRow="0" outlineLevelCol="0"></sheetFormatPr>' +
    '<cols><col collapsed="false" customWidth="true" hidden="false" outlineLevel="0" max="1" min="1" style="0" width="28.5"/><col collapsed="false" customWidth="false" hidden="false" outlineLevel="0" max="16384" min="2" style="0" width="11.52"/></cols>' +
    '<sheetData>' +
    '<row r="1" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A1" s="0" t="s"><v>0</v></c><c r="B1" s="0" t="s"><v>1</v></c></row>' +
    '<row r="2" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A2" s="0" t="s"><v>2</v></c><c r="B2" s="0" t="s"><v>3</v></c></row>' +
    '<row r="3" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A3" s="0" t="s"><v>4</v></c><c r="B3" s="0" t="s"><v>5</v></c></row>' +
    '<row r="4" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A4" s="0" t="n"><v>255712345678</v></c><c r="B4" s="0" t="s"><v>6</v></c></row>' +
    '<row r="5" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A5" s="0" t="s"><v>2</v></c><c r="B5" s="0" t="s"><v>7</v></c></row>' +
    '<row r="6" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"><c r="A6" s="0" t="str"><f aca="false">LOWER(&quot;NEEMA@EXAMPLE.TEST&quot;)</f><v>neema@example.test</v></c><c r="B6" s="0" t="s"><v>8</v></c></row>' +
    '</sheetData>' +
    '<printOptions headings="false" gridLines="false" gridLinesSet="true" horizontalCentered="false" verticalCentered="false"/>' +
    '<pageMargins left="0.7875" right="0.7875" top="1.05277777777778" bottom="1.05277777777778" header="0.7875" footer="0.7875"/>' +
    '<pageSetup paperSize="9" scale="100" firstPageNumber="1" fitToWidth="1" fitToHeight="1" pageOrder="downThenOver" orientation="portrait" blackAndWhite="false" draft="false" cellComments="none" useFirstPageNumber="true" horizontalDpi="300" verticalDpi="300" copies="1"/>' +
    '<headerFooter differentFirst="false" differentOddEven="false"><oddHeader>&amp;C&amp;&quot;Times New Roman,Regular&quot;&amp;12&amp;A</oddHeader><oddFooter>&amp;C&amp;&quot;Times New Roman,Regular&quot;&amp;12Page &amp;P</oddFooter></headerFooter>' +
    '</worksheet>',
  'xl/sharedStrings.xml': sst([
    '<si><t xml:space="preserve">Email</t></si>',
    '<si><t xml:space="preserve">Jina kamili</t></si>',
    '<si><t xml:space="preserve">amani@example.test</t></si>',
    '<si><t xml:space="preserve">Amani Mushi</t></si>',
    '<si><t xml:space="preserve">ZURI@EXAMPLE.TEST</t></si>',
    '<si><t xml:space="preserve">Zuri Ñandú 😀</t></si>',
    '<si><t xml:space="preserve">Simu</t></si>',
    '<si><t xml:space="preserve">Amani tena</t></si>',
    '<si><t xml:space="preserve">Neema</t></si>',
  ]),
};
