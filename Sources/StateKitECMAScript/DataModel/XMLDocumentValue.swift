import Foundation
import StateKitSCXML

#if canImport(JavaScriptCore)
  import JavaScriptCore
#else
  import CJavaScriptCore
#endif

// XML content as a DOM (SCXML B.2.2, B.2.3): content that is not JSON but a valid XML document
// becomes a DOM object. JavaScriptCore has none: this is a small read-only one of our own, made
// from the tree the reader's XML parser builds.

extension ECMAScriptSession {
  /// The DOM of `text` when it is an XML document; nil otherwise.
  func xmlDocument(_ text: String) -> JSValueRef? {
    guard text.first == "<", let root = try? parseXMLTree(Data(text.utf8)) else { return nil }
    guard let make = try? js.function(Self.domScript, parameters: ["tree", "xml"]) else { return nil }
    return try? js.call(make, [jsValue(Self.tree(root)), js.value(root.xmlText)])
  }

  /// The XML text of a DOM document this data model made; nil for any other value.
  func xmlText(of value: JSValueRef) -> String? {
    guard js.isObject(value),
      let read = try? js.function(
        "return typeof value.__statekitXML === 'string' ? value.__statekitXML : undefined;", parameters: ["value"]),
      let text = try? js.call(read, [value]), !js.isUndefined(text)
    else { return nil }
    return js.string(text)
  }

  /// The element as the DOM script reads it: name, namespace, attributes, child elements, text.
  private static func tree(_ element: XMLElement) -> JSONValue {
    .object([
      "name": .string(element.name),
      "namespace": element.namespace.flatMap { $0.isEmpty ? nil : .string($0) } ?? .null,
      "attributes": .array(element.attributes.sorted { $0.key < $1.key }.map { [.string($0.key), .string($0.value)] }),
      "children": .array(element.children.map(tree)),
      "text": .string(element.text),
    ])
  }

  /// Makes a frozen Document from `tree`; its `toJSON()` and `toString()` answer the XML text,
  /// which is how it leaves the data model (JSON values, event data, snapshots).
  static let domScript = """
    'use strict';
    const hidden = (object, name, value) => Object.defineProperty(object, name, { value });
    const collect = (node, name, found) => {
      for (const child of node.childNodes) {
        if (child.nodeType !== 1) continue;
        if (name === '*' || child.tagName === name) found.push(child);
        collect(child, name, found);
      }
      return found;
    };
    const node = {
      get firstChild() { return this.childNodes.length > 0 ? this.childNodes[0] : null; },
      get lastChild() { return this.childNodes.length > 0 ? this.childNodes[this.childNodes.length - 1] : null; },
      hasChildNodes() { return this.childNodes.length > 0; },
      getElementsByTagName(name) { return Object.freeze(collect(this, String(name), [])); },
    };
    const element = Object.create(node, {
      textContent: { get() { return this.childNodes.map((child) => child.textContent).join(''); } },
      children: { get() { return Object.freeze(this.childNodes.filter((child) => child.nodeType === 1)); } },
      getAttribute: { value(name) { const found = this.attributes.find((a) => a.name === String(name)); return found ? found.value : null; } },
      hasAttribute: { value(name) { return this.attributes.some((a) => a.name === String(name)); } },
    });
    const makeElement = (tree, parent) => {
      const made = Object.create(element);
      hidden(made, 'nodeType', 1);
      hidden(made, 'nodeName', tree.name);
      hidden(made, 'tagName', tree.name);
      hidden(made, 'namespaceURI', tree.namespace);
      hidden(made, 'parentNode', parent);
      hidden(made, 'attributes', Object.freeze(tree.attributes.map(([name, value]) => Object.freeze({ name, value }))));
      const childNodes = tree.children.map((child) => makeElement(child, made));
      if (tree.text.trim() !== '') {
        const text = Object.create(node);
        hidden(text, 'nodeType', 3);
        hidden(text, 'nodeName', '#text');
        hidden(text, 'data', tree.text);
        hidden(text, 'nodeValue', tree.text);
        hidden(text, 'textContent', tree.text);
        hidden(text, 'parentNode', made);
        hidden(text, 'childNodes', Object.freeze([]));
        childNodes.push(Object.freeze(text));
      }
      hidden(made, 'childNodes', Object.freeze(childNodes));
      return Object.freeze(made);
    };
    const document = Object.create(node);
    hidden(document, 'nodeType', 9);
    hidden(document, 'nodeName', '#document');
    hidden(document, 'textContent', null);
    hidden(document, 'parentNode', null);
    hidden(document, 'documentElement', makeElement(tree, document));
    hidden(document, 'childNodes', Object.freeze([document.documentElement]));
    hidden(document, '__statekitXML', xml);
    hidden(document, 'toJSON', () => xml);
    hidden(document, 'toString', () => xml);
    return Object.freeze(document);
    """
}
