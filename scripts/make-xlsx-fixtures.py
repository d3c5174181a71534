#!/usr/bin/python3
"""Writes the .xlsx test fixtures of the Kahoot importer (Tests/QuizStoreTests/Import/Fixtures/).

The fixtures are committed; run this again only to change them (Debian: apt-get install python3-openpyxl):

    /usr/bin/python3 scripts/make-xlsx-fixtures.py

- kahoot-quiz-template.xlsx: Kahoot's quiz template as Kahoot hands it out (title and instruction rows, the
  header in row 8 with the template's running numbers in column A, numbered empty rows below), filled in:
  a multiple-choice row, a True/False row, a row with two correct answers ("1,3"), text with & < > and
  non-ASCII letters, numbers as numbers. Saved by openpyxl, whose text cells are inline strings.
- kahoot-bad-rows.xlsx: the same header with three bad rows (no question, an answer number out of range, a
  correct answer that names an empty answer) between good ones.
- not-kahoot.xlsx: a sheet of names and scores, no Kahoot header.
- kahoot-shared-strings.xlsx: a workbook written here without openpyxl, with the cell kinds openpyxl does not
  write: shared strings (t="s", as Excel and LibreOffice save text) with rich-text runs and a phonetic guide, a
  formula's text (t="str"), booleans, a number stored as 1.0, the header in row 3 and a sheet named "Quiz" in
  worksheets/quiz.xml (found through the workbook's relationships).
"""

import os
import zipfile

from openpyxl import Workbook

FOLDER = os.path.join(os.path.dirname(__file__), "..", "Tests", "QuizStoreTests", "Import", "Fixtures")

HEADER = [
    "",
    "Question - max 120 characters",
    "Answer 1 - max 75 characters",
    "Answer 2 - max 75 characters",
    "Answer 3 - max 75 characters",
    "Answer 4 - max 75 characters",
    "Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs",
    "Correct answer(s) - choose at least one",
]

INSTRUCTIONS = [
    ["Quiz template"],
    ["Add questions, at least two answer alternatives, time limit and choose correct answers (at least one). "
     "Have fun creating your awesome quiz!"],
    ["Remember: questions have a limit of 120 characters and answers can have 75 characters max. Text will turn "
     "red in Excel or Google Docs if you exceed this limit. If several answers are correct, separate them with a "
     "comma."],
    ["See an example question below (don't forget to overwrite this with your first question!)"],
    ["And remember,  if you're not using Excel you need to export to .xlsx format before you upload to Kahoot!"],
]


def template(rows, empty_numbered=4):
    """A workbook laid out as Kahoot's template: instructions in rows 1-5, the header in row 8, questions from 9."""
    book = Workbook()
    sheet = book.active
    sheet.title = "Sheet1"
    for index, line in enumerate(INSTRUCTIONS, start=1):
        sheet.cell(row=index, column=2, value=line[0])
    for column, name in enumerate(HEADER, start=1):
        if name:
            sheet.cell(row=8, column=column, value=name)
    number = 0
    for number, row in enumerate(rows, start=1):
        sheet.cell(row=8 + number, column=1, value=number)
        for column, value in enumerate(row, start=2):
            if value is not None and value != "":
                sheet.cell(row=8 + number, column=column, value=value)
    for extra in range(number + 1, number + 1 + empty_numbered):
        sheet.cell(row=8 + extra, column=1, value=extra)
    return book


def save(book, name):
    path = os.path.join(FOLDER, name)
    book.save(path)
    print(f"wrote {os.path.normpath(path)} ({os.path.getsize(path)} bytes)")


def good():
    save(template([
        ["Which ocean is the largest?", "Atlantic", "Pacific", "Indian", "Arctic", 20, 2],
        ["The Great Wall of China is in Asia.", "True", "False", None, None, 10, 1],
        ["Which of these are prime numbers?", 2, 4, 7, 9, 30, "1,3"],
        ["Who wrote “Faust” & “Werther”?", "Goethe", "Schiller", "Heine", "Kafka", 20, 1],
        ["Is 2 < 3 > 1?", "Yes, both", "No", None, None, 5, 1],
    ]), "kahoot-quiz-template.xlsx")


def bad_rows():
    save(template([
        ["Which planet is the Red Planet?", "Venus", "Mars", "Jupiter", "Saturn", 20, 2],
        [None, "Left", "Right", None, None, 20, 1],
        ["How many legs has a spider?", "Six", "Eight", "Ten", None, 20, 5],
        ["What is the capital of Peru?", "Lima", "Quito", None, None, 20, 3],
        ["Which metal is liquid at room temperature?", "Iron", "Mercury", "Tin", "Lead", 30, 2],
    ], empty_numbered=0), "kahoot-bad-rows.xlsx")


def not_kahoot():
    book = Workbook()
    sheet = book.active
    sheet.title = "Scores"
    for row in [["Name", "Score", "Date"], ["Ann", 30, "2026-07-22"], ["Bob", 25, "2026-07-22"]]:
        sheet.append(row)
    save(book, "not-kahoot.xlsx")


def shared_strings():
    """A minimal SpreadsheetML workbook written by hand: shared rich text, a formula's text, booleans."""
    def inline(reference, text):
        return f'<c r="{reference}" t="inlineStr"><is><t>{text}</t></is></c>'

    header = "".join(inline(f"{chr(66 + i)}3", name.replace("&", "&amp;")) for i, name in enumerate(HEADER[1:]))
    sheet = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
        f'<row r="1">{inline("B1", "Quiz template")}</row>'
        f'<row r="3">{header}</row>'
        '<row r="4"><c r="A4"><v>1</v></c>'
        + inline("B4", "Which gas do plants take in?")
        + '<c r="C4" t="s"><v>0</v></c>'
        + inline("D4", "Oxygen")
        + '<c r="E4" t="str"><f>"Nitro"&amp;"gen"</f><v>Nitrogen</v></c>'
        + '<c r="G4"><v>20</v></c><c r="H4"><v>1.0</v></c></row>'
        '<row r="5"><c r="A5"><v>2</v></c>'
        + inline("B5", "Water boils at 100 °C at sea level.")
        + '<c r="C5" t="b"><v>1</v></c><c r="D5" t="b"><v>0</v></c><c r="H5"><v>1</v></c></row>'
        '</sheetData></worksheet>'
    )
    shared = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1">'
        '<si><r><rPr><b/></rPr><t>Carbon</t></r><r><t xml:space="preserve"> dioxide</t></r>'
        '<rPh sb="0" eb="1"><t>ignored</t></rPh></si></sst>'
    )
    workbook = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        '<sheets><sheet name="Quiz" sheetId="1" r:id="rId1"/></sheets></workbook>'
    )
    relations = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
        'Target="worksheets/quiz.xml"/>'
        '<Relationship Id="rId2" '
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" '
        'Target="sharedStrings.xml"/></Relationships>'
    )
    content_types = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/quiz.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        '<Override PartName="/xl/sharedStrings.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'
    )
    root_relations = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" '
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
        'Target="xl/workbook.xml"/></Relationships>'
    )
    path = os.path.join(FOLDER, "kahoot-shared-strings.xlsx")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", content_types)
        archive.writestr("_rels/.rels", root_relations)
        archive.writestr("xl/workbook.xml", workbook)
        archive.writestr("xl/_rels/workbook.xml.rels", relations)
        archive.writestr("xl/sharedStrings.xml", shared)
        archive.writestr("xl/worksheets/quiz.xml", sheet)
    print(f"wrote {os.path.normpath(path)} ({os.path.getsize(path)} bytes)")


if __name__ == "__main__":
    good()
    bad_rows()
    not_kahoot()
    shared_strings()
